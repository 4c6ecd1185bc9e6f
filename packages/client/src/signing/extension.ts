import { requiresSignature } from '@baykit/spec/facts';
import { checkSignatureKey } from '../config.js';
import type { SigningExtension } from '../extensions.js';
import { createSignStep } from './sign-step.js';

/** HTTP message signing for a `BaseEbayClient`: `new BaseEbayClient({ signature }, { signing })`. */
export const signing: SigningExtension = { createSignStep, requiresSignature, checkKey: checkSignatureKey };
