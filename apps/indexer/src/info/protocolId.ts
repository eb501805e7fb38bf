/** The id of the protocol table's one row. */
export const PROTOCOL_ID = "griddle";
