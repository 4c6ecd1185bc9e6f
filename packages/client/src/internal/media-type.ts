/** JSON media types: `application/json` and `+json` suffixes (`application/problem+json`). */
export const JSON_TYPE = /[/+]json\b/i;

const OTHER_TEXT_TYPE = /^text\/|[/+]xml\b|x-www-form-urlencoded/i;

/**
 * Whether a body of this `content-type` is text: `text/*`, JSON, XML (and `+xml`) and forms. The one rule the pipeline
 * reads answers by (anything else is bytes) and `onExchange` shows bodies by (anything else is a size).
 */
export function isTextType(contentType: string): boolean {
  return JSON_TYPE.test(contentType) || OTHER_TEXT_TYPE.test(contentType);
}
