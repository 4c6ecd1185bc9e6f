/**
 * eBay's official signing test keys and vectors, copied from docs/ebay-facts.md#test-keys-and-vectors–6.6 (sources: eBay's
 * digital-signature SDKs and verifier; vector F computed by the fact sheet's author).
 */

/** RFC 9421 `test-key-ed25519`, PKCS#8 PEM. */
export const ED25519_PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MC4CAQAwBQYDK2VwBCIEIJ+DYvh6SEqVTm50DFtMDoQikTmiCqirVv9mWG9qfSnF
-----END PRIVATE KEY-----`;

/** Public half of `ED25519_PRIVATE_KEY`. */
export const ED25519_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEAJrQLj5P/89iXES9+vFgrIy29clF9CC/oPPsw3c5D0bs=
-----END PUBLIC KEY-----`;

/** RFC 9421 `test-key-rsa-pss`: PKCS#8 with the RSASSA-PSS OID (the pitfall of docs/ebay-facts.md#signature-headers-and-base). */
export const RSA_PSS_OID_PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvgIBADALBgkqhkiG9w0BAQoEggSqMIIEpgIBAAKCAQEAr4tmm3r20Wd/Pbqv
P1s2+QEtvpuRaV8Yq40gjUR8y2Rjxa6dpG2GXHbPfvMs8ct+Lh1GH45x28Rw3Ry5
3mm+oAXjyQ86OnDkZ5N8lYbggD4O3w6M6pAvLkhk95AndTrifbIFPNU8PPMO7Oyr
FAHqgDsznjPFmTOtCEcN2Z1FpWgchwuYLPL+Wokqltd11nqqzi+bJ9cvSKADYdUA
AN5WUtzdpiy6LbTgSxP7ociU4Tn0g5I6aDZJ7A8Lzo0KSyZYoA485mqcO0GVAdVw
9lq4aOT9v6d+nb4bnNkQVklLQ3fVAvJm+xdDOp9LCNCN48V2pnDOkFV6+U9nV5oy
c6XI2wIDAQABAoIBAQCUB8ip+kJiiZVKF8AqfB/aUP0jTAqOQewK1kKJ/iQCXBCq
pbo360gvdt05H5VZ/RDVkEgO2k73VSsbulqezKs8RFs2tEmU+JgTI9MeQJPWcP6X
aKy6LIYs0E2cWgp8GADgoBs8llBq0UhX0KffglIeek3n7Z6Gt4YFge2TAcW2WbN4
XfK7lupFyo6HHyWRiYHMMARQXLJeOSdTn5aMBP0PO4bQyk5ORxTUSeOciPJUFktQ
HkvGbym7KryEfwH8Tks0L7WhzyP60PL3xS9FNOJi9m+zztwYIXGDQuKM2GDsITeD
2mI2oHoPMyAD0wdI7BwSVW18p1h+jgfc4dlexKYRAoGBAOVfuiEiOchGghV5vn5N
RDNscAFnpHj1QgMr6/UG05RTgmcLfVsI1I4bSkbrIuVKviGGf7atlkROALOG/xRx
DLadgBEeNyHL5lz6ihQaFJLVQ0u3U4SB67J0YtVO3R6lXcIjBDHuY8SjYJ7Ci6Z6
vuDcoaEujnlrtUhaMxvSfcUJAoGBAMPsCHXte1uWNAqYad2WdLjPDlKtQJK1diCm
rqmB2g8QE99hDOHItjDBEdpyFBKOIP+NpVtM2KLhRajjcL9Ph8jrID6XUqikQuVi
4J9FV2m42jXMuioTT13idAILanYg8D3idvy/3isDVkON0X3UAVKrgMEne0hJpkPL
FYqgetvDAoGBAKLQ6JZMbSe0pPIJkSamQhsehgL5Rs51iX4m1z7+sYFAJfhvN3Q/
OGIHDRp6HjMUcxHpHw7U+S1TETxePwKLnLKj6hw8jnX2/nZRgWHzgVcY+sPsReRx
NJVf+Cfh6yOtznfX00p+JWOXdSY8glSSHJwRAMog+hFGW1AYdt7w80XBAoGBAImR
NUugqapgaEA8TrFxkJmngXYaAqpA0iYRA7kv3S4QavPBUGtFJHBNULzitydkNtVZ
3w6hgce0h9YThTo/nKc+OZDZbgfN9s7cQ75x0PQCAO4fx2P91Q+mDzDUVTeG30mE
t2m3S0dGe47JiJxifV9P3wNBNrZGSIF3mrORBVNDAoGBAI0QKn2Iv7Sgo4T/XjND
dl2kZTXqGAk8dOhpUiw/HdM3OGWbhHj2NdCzBliOmPyQtAr770GITWvbAI+IRYyF
S7Fnk6ZVVVHsxjtaHy1uJGFlaZzKR4AGNaUTOJMs6NadzCmGPAxNQQOCqoUjn4XR
rOjr9w349JooGXhOxbu8nOxX
-----END PRIVATE KEY-----`;

/** Public half of `RSA_PSS_OID_PRIVATE_KEY`, as rsaEncryption SPKI. */
export const RSA_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAr4tmm3r20Wd/PbqvP1s2
+QEtvpuRaV8Yq40gjUR8y2Rjxa6dpG2GXHbPfvMs8ct+Lh1GH45x28Rw3Ry53mm+
oAXjyQ86OnDkZ5N8lYbggD4O3w6M6pAvLkhk95AndTrifbIFPNU8PPMO7OyrFAHq
gDsznjPFmTOtCEcN2Z1FpWgchwuYLPL+Wokqltd11nqqzi+bJ9cvSKADYdUAAN5W
Utzdpiy6LbTgSxP7ociU4Tn0g5I6aDZJ7A8Lzo0KSyZYoA485mqcO0GVAdVw9lq4
aOT9v6d+nb4bnNkQVklLQ3fVAvJm+xdDOp9LCNCN48V2pnDOkFV6+U9nV5oyc6XI
2wIDAQAB
-----END PUBLIC KEY-----`;

/** The bare base64 DER inside a PEM, as eBay's Key Management API returns keys. */
export function bareBase64(pem: string): string {
  return pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '');
}

/** Body used by vectors A–D and the digest vectors (18 bytes, note the space). */
export const BODY_WORLD = '{"hello": "world"}';
/** Body of vector E. */
export const BODY_WORLD1 = '{"hello": "world1"}';

/** A signing vector: a request, the key material, and what eBay's SDKs produce for it. */
export interface SigningVector {
  readonly name: string;
  readonly method: string;
  readonly url: string;
  readonly body?: string;
  readonly created: number;
  readonly jwe: string;
  readonly privateKey: string;
  readonly publicKey: string;
  readonly signatureInput: string;
  readonly signature: string;
}

const WITH_BODY = '("content-digest" "x-ebay-signature-key" "@method" "@path" "@authority")';

/** Vector A: eBay's Node signature SDK "generate Signature" (Ed25519, POST). */
export const VECTOR_A: SigningVector = {
  name: 'A (Ed25519, POST, DSN generate)',
  method: 'POST',
  url: 'http://localhost:8080/test',
  body: BODY_WORLD,
  created: 1663459378,
  jwe: 'eyJhbGciOiJBMjU2R0NNS1ciLCJlbmMiOiJBMjU2R0NNIiwiemlwIjoiREVGIiwiaXYiOiJvSzFwdXJNVHQtci14VUwzIiwidGFnIjoiTjB4WjI4ZklZckFmYkd5UWFrTnpjZyJ9.AYdKU7ObIc7Z764OrlKpwUViK8Rphxl0xMP9v2_o9mI.1DbZiSQNRK6pLeIw.Yzp3IDV8RM_h_lMAnwGpMA4DXbaDdmqAh-65kO9xyDgzHD6s0kY3p-yO6oPR9kEcAbjGXIULeQKWVYzbfHKwXTY09Npj_mNuO5yxgZtWnL55uIgP2HL1So2dKkZRK0eyPa6DEXJT71lPtwZtpIGyq9R5h6s3kGMbqA.m4t_MX4VnlXJGx1X_zZ-KQ',
  privateKey: ED25519_PRIVATE_KEY,
  publicKey: ED25519_PUBLIC_KEY,
  signatureInput: `sig1=${WITH_BODY};created=1663459378`,
  signature: 'sig1=:gkk7dqudw21DFHDVBoRUWe/F6/2hTEmWRFDBxiN6COD4PjozXziiDFML1nFHu+0UcMXC/niltxzABjnugu4DCA==:',
};

/** Vector B: eBay's Node signature SDK "validate request signature" (Ed25519, POST). */
export const VECTOR_B: SigningVector = {
  name: 'B (Ed25519, POST, DSN validate)',
  method: 'POST',
  url: 'http://localhost:8080/test',
  body: BODY_WORLD,
  created: 1663544232,
  jwe: 'eyJhbGciOiJBMjU2R0NNS1ciLCJlbmMiOiJBMjU2R0NNIiwiemlwIjoiREVGIiwiaXYiOiJqMDdkYy15U3RGTUdOUGpEIiwidGFnIjoiaFdtYW1vSzFveW5uNXJzQXBkWEZjZyJ9.IJCvc284w_hKPvOKnWOAFnFHmLrp3V-Av3H_m4IbDHw.9kIqPr4zrS7NxDAU.7wh7lhxBFGdkpol3WL9biXWKhtnilkUlSf5lRq2leEwYCJHnShHbwLHuKBkAMs-vzIO8zMEyaim54MCr8-b4I8LRE_8XLmf_Qd4Ir-D-5tIC9DUczGeLMNC_3HCpUXvWM4_gQtMQIqSvEbRrEfw8LJL5w3rYkuzLdA.1ilezim-wzrwYnB8XEJmXA',
  privateKey: ED25519_PRIVATE_KEY,
  publicKey: ED25519_PUBLIC_KEY,
  signatureInput: `sig1=${WITH_BODY};created=1663544232`,
  signature: 'sig1=:4keDXUAU1iLJsD4+Osx7svHCNjhsozRuO+PsrtXlb2UR8oC6sAaVACrIyn3NITk9kArDZcx7iXaGe69kwHSOBQ==:',
};

/** Vector C: eBay's Node signature SDK "RSA validate" (RSASSA-PKCS1-v1_5 SHA-256, POST), signed with the PSS-OID key re-wrapped. */
export const VECTOR_C: SigningVector = {
  name: 'C (RSA PKCS#1 v1.5, POST, DSN RSA validate)',
  method: 'POST',
  url: 'http://localhost:8080/test',
  body: BODY_WORLD,
  created: 1664063650,
  jwe: 'eyJ6aXAiOiJERUYiLCJlbmMiOiJBMjU2R0NNIiwidGFnIjoiNk5OVXE0VGNVVWNybzN5dWpoRGFSZyIsImFsZyI6IkEyNTZHQ01LVyIsIml2Ijoia2l1UWdCQ1RfTGZsOWgzZCJ9.3CobfAxjXWlyxidZ_3JtFbkZc2nGxIansMTQa5Yp0io.ZoKTfN2qs8pdZwax.KfnI6Nq2c7wH34ZQvewJ4cMe3HkqLerztnjaCNLFhp6-6bD2TYhdbuiUNN87Fhgbs1qBgtA2SobLCxn_ErpL4VDG2tG1POIjYhESTB27jUIeBvQZRu0qDxOwX5NyjMW6l_Eg43j3FjkyNYTt2sCyvPejTA4gI67RdS5ZMTOJTcsM0GXOftZQDqaCc9Kpu-VQC2Ud20jbWJlO5DMLQtq6bSqfySpy8F5KCW9-96_496veCHp4ioiGRjhdiRFI1BsaqbCnobc83_05zL9syZ_La9zJXzYcOwECDM94yPFIJhhUoMNZY9-H_UxDlHG1VuVaxFy3jDjpl0AEOISybSE6mh60CcHMT9fFtIglV3wp0G4PUZbWzc9ocrOzd-R7MS7eldVPAS1I1Zi1w8GMbbUsyZlef7KnIWMJtJcIGDuebCnYr7r7dQ3QL6hJ9hGYNru0F-NVAwWOd06TB1cG-YQfPoRCBhjLVkrzFIDZvBjsXhW6r_f8GPqJ3BgNjy9f57GA2jPiicvf_h1CNuMCgmIT1sn3dEdD7fiBbX6Vivm4DR-X.uLH9vgGl91WGWNOxNGRt_Q',
  privateKey: RSA_PSS_OID_PRIVATE_KEY,
  publicKey: RSA_PUBLIC_KEY,
  signatureInput: `sig1=${WITH_BODY};created=1664063650`,
  signature:
    'sig1=:iWm9H9wmE4q7ogqa+6W0tEob45Gf6p59j1wDKc73qkmrZmNHFyhMNuuYpO6HiKhacsrE/+C/QvIZPZaP4+vBtFUN2zvzTFfiG3mPgEojSSx7DfS4jHeftpDoBRrc+7UvolXOukkzIQyKfx3x2Rh8JWdspfP54G472E779mm15LrMTFlURzupY6FUI/DrKFC229xMevSmBSKkMa+MAGTa9k5IIYv6wpHCWNQpow2fdPSjxfli6DeSYCrP5WMY4Ke+g0ads3tVyGXUW39oAmTdWC/SWucGUgBDH14JIZao9mGmQoh/CytsZS1F4HY7zLcDq+Fe1E5JjnJ0K3T9koRHiw==:',
};

/** Vector D: eBay's signature verifier README curl sample (Ed25519, POST). */
export const VECTOR_D: SigningVector = {
  name: 'D (Ed25519, POST, DSV README)',
  method: 'POST',
  url: 'http://localhost:8080/verifysignature',
  body: BODY_WORLD,
  created: 1658440308,
  jwe: 'eyJ6aXAiOiJERUYiLCJlbmMiOiJBMjU2R0NNIiwidGFnIjoiSXh2dVRMb0FLS0hlS0Zoa3BxQ05CUSIsImFsZyI6IkEyNTZHQ01LVyIsIml2IjoiaFd3YjNoczk2QzEyOTNucCJ9.2o02pR9SoTF4g_5qRXZm6tF4H52TarilIAKxoVUqjd8.3qaF0KJN-rFHHm_P.AMUAe9PPduew09mANIZ-O_68CCuv6EIx096rm9WyLZnYz5N1WFDQ3jP0RBkbaOtQZHImMSPXIHVaB96RWshLuJsUgCKmTAwkPVCZv3zhLxZVxMXtPUuJ-ppVmPIv0NzznWCOU5Kvb9Xux7ZtnlvLXgwOFEix-BaWNomUAazbsrUCbrp514GIea3butbyxXLNi6R9TJUNh8V2uan-optT1MMyS7eMQnVGL5rYBULk.9K5ucUqAu0DqkkhgubsHHw',
  privateKey: ED25519_PRIVATE_KEY,
  publicKey: ED25519_PUBLIC_KEY,
  signatureInput: `sig1=${WITH_BODY};created=1658440308`,
  signature: 'sig1=:ZMUpAejnqrt6POSx02ltx3cT9YODV2r+Cem/BKOagDSfztKOtCsjP/MxZqmY+FVJ3/8E4BL76T9Fjty8oJnsAw==:',
};

/** eBay's signature verifier's RSA JWE (no signature vector of its own; used to check the JWE is sent verbatim). */
export const DSV_RSA_JWE =
  'eyJ6aXAiOiJERUYiLCJlbmMiOiJBMjU2R0NNIiwidGFnIjoiYVMxUlZybG9UdXdRaDBuRHZDOGJFZyIsImFsZyI6IkEyNTZHQ01LVyIsIml2IjoiYVRwdE5ubGJqalJCR2dQQiJ9.6ZfgB6dRVjMqrney1nOlJpPm11tDziWFk2RuhwWrCyE.6lKneGYFN_148y3C.7Z0IMkg0e1dBFq4K5QmBoLi6V_cXTDF5rLyFss16j2IJMtdIknHHQn49tmSzjtM1gS04ueruCdBWixuPdzWOpJk-F6BkfslIDvP10WXesb0chGgPqROzWPzYJtZLJDDACFeqLBSRC5aevBYNZIBtbwoOZd9Q0JUAOhaLkeOmJEbnYoJyfDY-XLB9LgySNsE9GM2lo72NmAnjTxFal3Icnqd7pVhbhG5gFvPJbNzZJgNXDKOxV3qJ4kkM6RIdxfuoqXe-8VTVOCUee4P5Ce6bw7wTFrpsZIiaKVb10r4tp7mf90Y2VyxTWMGJVtslI44dA4s8kz8lM_b9GE2jx8MYNOOqt7bJt_ATf87LiwSQ56SPdz0bEpWwYn8gqifj9SjtCyx4EOYQIHFIqbS0oUn8T_TIpvsSgD3RNP2jlFvxZI-9fHOOjhCqQ2_dyAWPWkLPtHERfwPUy5FDR3naKlucjfOKXzuraIqyX8pcZQbkq7ESiyTxZU-trkcvEDquOpJLWElxACYKhCBns00oG-TcOEzrAIBwXZlBMdQR7rLM3QmT3K4a-Yu1VBQ2bl4.FM42Am9AoxNanBs3cFCK0w';

/** Vector E: eBay's Java signature SDK `verifySignature_valid` (Ed25519, POST, body `{"hello": "world1"}`). */
export const VECTOR_E: SigningVector = {
  name: 'E (Ed25519, POST, DSJ verifySignature_valid)',
  method: 'POST',
  url: 'http://localhost:8080/test',
  body: BODY_WORLD1,
  created: 1658440308,
  jwe: 'eyJ6aXAiOiJERUYiLCJlbmMiOiJBMjU2R0NNIiwidGFnIjoiWXIwT1hJNEhERENTWTlVMG1wNTNGdyIsImFsZyI6IkEyNTZHQ01LVyIsIml2IjoiSDlpNkI3Z1lGNEZ6UE9TQyJ9.Kwy5uL3t8pOyDoYCVGtNvizmsvP38jsvXeG3lDyKQeI.1x9D8RxO0by-C5Gp.kC4Y9LfnsYCJ0LBELSoeyBX3x4uQm0pHDxXMyetUha_dZFX5bCLZFuPpofaz4w1T4Sbwzk7aveqhchyGohUoGGgBvOKcMucVxUvglAxb9zTxtgRz43P9vwn-ha62pdp2-BnuH7Xz5V8lgi9gFw11fzbfe6vt7JW8eNlNguaJJgBvkRbz5mJjIrQezgke49am4a-bhOqbxTOvLEPRG6GdLxzVYiE.1IHkTyRcvrHlA0xBMSSYlg',
  privateKey: ED25519_PRIVATE_KEY,
  publicKey: ED25519_PUBLIC_KEY,
  signatureInput: `sig1=${WITH_BODY};created=1658440308`,
  signature: 'sig1=:kng+eN2o1Odm/8xZbEHW5s/0ZxpAlbH+oHnhyQilz9adHZCvFgxzabtib4t5TVFcq2qIIX6cYaV0ia3M/L3kBg==:',
};

/** eBay's Java signature SDK `verifySignature_invalidSignature`: vector E's request with another JWE and signature; must fail. */
export const VECTOR_E_NEGATIVE: SigningVector = {
  ...VECTOR_E,
  name: 'E negative (DSJ verifySignature_invalidSignature)',
  jwe: 'eyJ6aXAiOiJERUYiLCJlbmMiOiJBMjU2R0NNIiwidGFnIjoickVxTEpLS1pILUVoRlJjeWE2R0tCdyIsImFsZyI6IkEyNTZHQ01LVyIsIml2IjoiajJIaHRVaUl0ZVowODR1USJ9.D1JLtTpu2X5dqrR3DW5hJAP9XfkhenFBp6_fscnaqGg.MUJSNoNUCpWcq6tk.Pe-8rpk3kv1iE2fWF0hNNWf4FX-Zc7IkD7Uh6Nd0xuoRNDFJy7UUH_ZcdJ1ydlcTxveUU1ekOheEZvm_TPT0N5DFgol7xwEEiUp_Ms2QMeDenIfxJogsgde27ynMDfecEfHrjkVsn3YrUx6SI3b7G-l9c88eZvvd4Q0sJN1jBwrHd-hfjiURBhzIdHe-LAiQ7Qi_oDqXrOg05MD-44VRdYOCjw.5oSc9iXPo7ni1e72dO58uQ',
  signature: 'sig1=:uAPeaUEqWvTB8MUqzAqVJjeRMzNaMlBMDyBpVifh0kdG/t52NVp3hZF+mdZnUPI/y8oW67QAVVhaYkaXoeuBDA==:',
};

/** Vector F: computed for the fact sheet (Ed25519, GET without body). */
export const VECTOR_F: SigningVector = {
  name: 'F (Ed25519, GET without body)',
  method: 'GET',
  url: 'https://apiz.ebay.com/sell/finances/v1/payout',
  created: 1658440308,
  jwe: VECTOR_D.jwe,
  privateKey: ED25519_PRIVATE_KEY,
  publicKey: ED25519_PUBLIC_KEY,
  signatureInput: 'sig1=("x-ebay-signature-key" "@method" "@path" "@authority");created=1658440308',
  signature: 'sig1=:yLqKyjvNDtBR9AwHyrFebDwUFBYmX+ffi+9lkz6KckHLEDoyiv77nNlWoWHUjkEGr3FXND2LSbPWcAcNpAcTAw==:',
};

/** Every vector eBay's verifier accepts. */
export const VALID_VECTORS: readonly SigningVector[] = [VECTOR_A, VECTOR_B, VECTOR_C, VECTOR_D, VECTOR_E, VECTOR_F];
