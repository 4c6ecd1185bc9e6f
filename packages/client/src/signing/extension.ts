import type { SigningExtension } from '../extensions.js';
import { createSignStep } from './sign-step.js';
import { requiresSignature } from '../rest/signing-rules.js';

/** HTTP message signing for a `BaseEbayClient`: `new BaseEbayClient({ signature }, { signing })`. */
export const signing: SigningExtension = { createSignStep, requiresSignature };
