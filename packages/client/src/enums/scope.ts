// eBay's OAuth scopes live in @baykit/spec/facts (bundled into baykit's build), where codegen reads them too.
export {
  Scope,
  SCOPES,
  APPLICATION_SCOPES,
  type ApplicationScope,
  USER_SCOPES,
  DEFAULT_APPLICATION_SCOPE,
  isUserOnlyScope,
  isScope,
  isApplicationScope,
} from '@baykit/spec/facts';
