import { EbayApiError, isBaykitError, type EbayErrorDetail, type SecretMask } from 'baykit';
import type { CallErrorView } from '../../shared/api.js';

function entry(detail: EbayErrorDetail, mask: SecretMask): CallErrorView['errors'][number] {
  const message = detail.message ?? detail.longMessage ?? '';
  return {
    ...(detail.code === undefined ? {} : { errorId: detail.code }),
    ...(detail.domain ? { domain: detail.domain } : {}),
    ...(detail.category ? { category: detail.category } : {}),
    message: mask.text(message),
    ...(detail.longMessage ? { longMessage: mask.text(detail.longMessage) } : {}),
  };
}

/**
 * The error a call raised, as the browser shows it: the baykit class name and message, and for eBay's answers
 * the status, request id and every error entry. baykit redacts its messages already; `mask` adds the secrets the
 * run saw. Anything not from baykit keeps only its name, since its message could quote a request value.
 */
export function errorView(error: unknown, mask: SecretMask): CallErrorView {
  if (error instanceof EbayApiError) {
    return {
      name: error.name,
      message: mask.text(error.message),
      ...(error.status === undefined ? {} : { status: error.status }),
      ...(error.requestId ? { requestId: error.requestId } : {}),
      errors: error.errors.map((detail) => entry(detail, mask)),
    };
  }
  if (isBaykitError(error)) return { name: error.name, message: mask.text(error.message), errors: [] };
  const name = error instanceof Error ? error.name : 'Error';
  return {
    name,
    message: 'The call failed inside the explorer before eBay answered; see the back end terminal.',
    errors: [],
  };
}
