/**
 * What {@link operationArguments} reads of an operation: its path parameter names in path order, whether it takes
 * a body, and its query parameters. The client's `OperationSpec` and codegen's operation model both have this shape.
 */
export interface ArgumentShape {
  readonly pathParams: readonly string[];
  readonly body?: unknown;
  readonly query?: readonly unknown[] | undefined;
}

/** The parts of an operation's arguments by name (what {@link operationArguments} puts in order). */
export interface NamedArguments<Q = unknown, O = unknown> {
  /** Path values by parameter name. */
  pathParams?: Readonly<Record<string, unknown>>;
  body?: unknown;
  query?: Q;
  options?: O;
}

/**
 * The positional arguments of an operation's generated method, from named parts: each path value in path order,
 * then the body if the operation takes one, then the query object if it has query parameters, then the options
 * (docs/architecture.md#client-api-contract). The one place this order is written: codegen writes the generated
 * methods' parameters with it, and the client's `operationArguments` (whose inverse is its `readArguments`) is
 * this function. A slot the operation has but `parts` leaves out is `undefined`; `options` is left off when not given.
 */
export function operationArguments<Q, O>(spec: ArgumentShape, parts: NamedArguments<Q, O>): unknown[] {
  const args: unknown[] = spec.pathParams.map((name) => parts.pathParams?.[name]);
  if (spec.body) args.push(parts.body);
  if (spec.query && spec.query.length > 0) args.push(parts.query);
  if (parts.options !== undefined) args.push(parts.options);
  return args;
}
