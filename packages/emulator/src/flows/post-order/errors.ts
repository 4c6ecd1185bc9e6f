import { jsonResponse } from '../../json-response.js';

/** The error domains of the Post-Order API (docs/ebay-facts.md#post-order-errors). */
export type PostOrderDomain = 'returnErrorDomain' | 'cancelErrorDomain' | 'resolutionsErrorDomain';

/**
 * Error ids the emulator uses. 1616 ("Invalid Input.") is the id seen live; 1301, 1306 and 1308 are from eBay's
 * Post-Order "Errors by Number" page (https://developer.ebay.com/Devzone/post-order/ErrorMessages.html); 1617 and
 * 1618 are emulator-chosen.
 */
export const POST_ORDER_ERROR_IDS = {
  invalidInput: 1616,
  notFound: 1617,
  invalidState: 1618,
  notAParty: 1301,
  notTheBuyer: 1306,
  notAllowed: 1308,
} as const;

/** A Post-Order error in the live shape `{ error: [{ errorId, domain, severity, category, message, parameter, httpStatusCode }] }`. */
export function postOrderError(
  status: number,
  domain: PostOrderDomain,
  errorId: number,
  message: string,
  parameters: { name: string; value: string }[] = [],
): Response {
  return jsonResponse(
    {
      error: [
        {
          errorId,
          domain,
          severity: 'ERROR',
          category: 'REQUEST',
          message,
          longMessage: message,
          parameter: parameters.map((p) => ({ value: p.value, name: p.name })),
          inputRefIds: [],
          httpStatusCode: status,
        },
      ],
    },
    { status },
  );
}

/** 404: no `what` (e.g. `returnId`) with this id. */
export function postOrderNotFound(domain: PostOrderDomain, what: string, id: string): Response {
  return postOrderError(404, domain, POST_ORDER_ERROR_IDS.notFound, `The ${what} ${id} was not found.`, [
    { name: what, value: id },
  ]);
}

/** 400: the action is not allowed in the record's current state. */
export function invalidTransition(
  domain: PostOrderDomain,
  action: string,
  what: string,
  id: string,
  state: string,
): Response {
  return postOrderError(
    400,
    domain,
    POST_ORDER_ERROR_IDS.invalidState,
    `The action ${action} is not allowed in state ${state}.`,
    [
      { name: what, value: id },
      { name: 'state', value: state },
    ],
  );
}

/** 400 "Invalid Input." naming the parameter. */
export function invalidInput(domain: PostOrderDomain, parameter: string, value: string): Response {
  return postOrderError(400, domain, POST_ORDER_ERROR_IDS.invalidInput, 'Invalid Input.', [{ name: parameter, value }]);
}

/**
 * 403: the caller is neither the buyer nor the seller of the line item a record is about. The id and text are
 * eBay's (its errors page words it for cases; the emulator answers it for all four resources); the status is the
 * emulator's choice, as eBay's page gives none.
 */
export function notAParty(domain: PostOrderDomain, what: string, id: string): Response {
  return postOrderError(
    403,
    domain,
    POST_ORDER_ERROR_IDS.notAParty,
    'The user requesting for the case is neither the buyer nor seller of the item.',
    [{ name: what, value: id }],
  );
}

/**
 * 403: the seller of a record tried what only its buyer does (open a return or inquiry, ship a return back, close an
 * inquiry or case). eBay's id and text (1306); its page lists no error for the other way round, nor a status.
 */
export function notTheBuyer(domain: PostOrderDomain, what: string, id: string): Response {
  return postOrderError(
    403,
    domain,
    POST_ORDER_ERROR_IDS.notTheBuyer,
    'The user in the request is not the buyer of the item.',
    [{ name: what, value: id }],
  );
}

/**
 * 403: the buyer of a record tried what only its seller does (decide on a return, receive it, refund, approve or
 * reject a cancellation). eBay's page has no "not the seller" error: 1308, its general refusal of an operation to a
 * user, is the closest documented one; the status is the emulator's choice.
 */
export function notAllowed(domain: PostOrderDomain, what: string, id: string): Response {
  return postOrderError(
    403,
    domain,
    POST_ORDER_ERROR_IDS.notAllowed,
    'The user is not allowed to perform this operation.',
    [{ name: what, value: id }],
  );
}
