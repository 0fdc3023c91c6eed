/** The copy settings' code tables (spec: copyType, copyDirection), read by the engine, server and web. */

/** How a subscription sizes its copies (spec 3 and 4, DOMAIN.md). The seed reads any other value as smart ratio. */
export const COPY_TYPE = { FIXED_LOT: 1, FIXED_RATIO: 2, SMART_RATIO: 3 } as const;
/** One of COPY_TYPE. */
export type CopyType = (typeof COPY_TYPE)[keyof typeof COPY_TYPE];

/** Forward copies the master; reverse takes the other side (buy and sell swap). */
export const DIRECTION = { FORWARD: 1, REVERSE: 2 } as const;
/** One of DIRECTION. */
export type Direction = (typeof DIRECTION)[keyof typeof DIRECTION];
