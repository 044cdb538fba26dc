/**
 * One entry of a problem's `errors` list (RFC 9457 body of a 409 `validation_failed` and its
 * kin): which field was rejected (`property_path`, see `property-path.ts`; empty for the whole
 * body) and why. The same shape from the service, the mock and the gateway.
 */
export interface FieldError {
  readonly property_path: string;
  readonly message: string;
}
