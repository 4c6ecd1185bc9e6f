import type { SigningExtension } from '../extensions.js';
import { createSignStep } from '../pipeline/sign.js';
import { requiresSignature } from '../rest/signing-rules.js';

/** HTTP message signing for a `BaseEbayClient`: `new BaseEbayClient({ signature }, { signing })`. */
export const signing: SigningExtension = { createSignStep, requiresSignature };
