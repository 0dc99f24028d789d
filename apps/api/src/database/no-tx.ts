import type { SaveOptions } from 'typeorm';

/**
 * `save()` wraps each call in a transaction by default. On SQLite all query runners share one connection, so two
 * requests saving at once would nest BEGINs and fail; every save here is a single statement anyway.
 */
export const NO_TX: SaveOptions = { transaction: false };
