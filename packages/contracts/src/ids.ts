/**
 * Row ids are PostgreSQL `serial` (int4) values, 1 to 2^31 - 1. An id schema stops there: a larger
 * number names no row, and sent to the database it fails the query (22003) instead of validation.
 */
export const MAX_ROW_ID = 2_147_483_647;
