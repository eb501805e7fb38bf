/** Answers 200 once the server listens with its database migrated: the stack's ready check. */
export const API_HEALTH_PATH = "/health";
