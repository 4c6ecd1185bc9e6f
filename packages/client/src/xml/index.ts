export { buildXmlRequest, type BuildXmlOptions, type XmlFields, type XmlScalar, type XmlValue } from './builder.js';
export { cdata, XmlCData } from './cdata.js';
export { XML_NAMESPACES } from './namespaces.js';
export { parseXml, parseXmlResponse, type ParseXmlOptions, type XmlResponse } from './parser.js';
export { readXmlOutcome, type XmlError, type XmlOutcome } from './outcome.js';
