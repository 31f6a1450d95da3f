import { z } from 'zod';

/**
 * The client's request key (ARCHITECTURE.md section 3): one per filled-in form, kept when the same form
 * is sent again after a lost answer, so every request that moves money or creates a record happens once.
 */
export const REQUEST_KEY_MIN_LENGTH = 8;
export const REQUEST_KEY_MAX_LENGTH = 100;

export const requestKeyField = z
  .string()
  .trim()
  .min(REQUEST_KEY_MIN_LENGTH)
  .max(REQUEST_KEY_MAX_LENGTH)
  .regex(/^[A-Za-z0-9._:-]+$/, 'letters, digits and . _ : - only');

/** Optional on the server, so older clients still work; every screen of this client sends one. */
export const requestKeyFields = { requestKey: requestKeyField.optional() };

/** The key of a multipart request (an upload that creates records), in its query. */
export const requestKeyQuery = z.strictObject(requestKeyFields);
