/** The product name: page titles, the header and footer, and texts such as 'Enjoy %product% Pools'. A brand, so it is not translated. */
export const APP_NAME = "Griddle";
