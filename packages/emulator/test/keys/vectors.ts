/**
 * eBay's official signature test material, copied from docs/ebay-facts.md#test-keys-and-vectors-docs/ebay-facts.md#test-keys-and-vectors (sources: eBay's
 * digital-signature SDKs eBay's Node signature SDK/eBay's Java signature SDK and verifier eBay's signature verifier). The JWEs decrypt with eBay's published test master key.
 */

/** Ed25519 test public key (SPKI, bare base64) — RFC 9421's `test-key-ed25519`. */
export const ED25519_PUBLIC_KEY = 'MCowBQYDK2VwAyEAJrQLj5P/89iXES9+vFgrIy29clF9CC/oPPsw3c5D0bs=';
/** Ed25519 test private key (PKCS#8, bare base64). */
export const ED25519_PRIVATE_KEY = 'MC4CAQAwBQYDK2VwBCIEIJ+DYvh6SEqVTm50DFtMDoQikTmiCqirVv9mWG9qfSnF';
/** RSA test public key (SPKI, bare base64). */
export const RSA_PUBLIC_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAr4tmm3r20Wd/PbqvP1s2+QEtvpuRaV8Yq40gjUR8y2Rjxa6dpG2GXHbPfvMs8ct+Lh1GH45x28Rw3Ry53mm+oAXjyQ86OnDkZ5N8lYbggD4O3w6M6pAvLkhk95AndTrifbIFPNU8PPMO7OyrFAHqgDsznjPFmTOtCEcN2Z1FpWgchwuYLPL+Wokqltd11nqqzi+bJ9cvSKADYdUAAN5WUtzdpiy6LbTgSxP7ociU4Tn0g5I6aDZJ7A8Lzo0KSyZYoA485mqcO0GVAdVw9lq4aOT9v6d+nb4bnNkQVklLQ3fVAvJm+xdDOp9LCNCN48V2pnDOkFV6+U9nV5oyc6XI2wIDAQAB';
/** RSA test private key (PKCS#8 with the RSASSA-PSS OID: baykit re-wraps it to sign PKCS#1 v1.5). */
export const RSA_PRIVATE_KEY =
  'MIIEvgIBADALBgkqhkiG9w0BAQoEggSqMIIEpgIBAAKCAQEAr4tmm3r20Wd/PbqvP1s2+QEtvpuRaV8Yq40gjUR8y2Rjxa6dpG2GXHbPfvMs8ct+Lh1GH45x28Rw3Ry53mm+oAXjyQ86OnDkZ5N8lYbggD4O3w6M6pAvLkhk95AndTrifbIFPNU8PPMO7OyrFAHqgDsznjPFmTOtCEcN2Z1FpWgchwuYLPL+Wokqltd11nqqzi+bJ9cvSKADYdUAAN5WUtzdpiy6LbTgSxP7ociU4Tn0g5I6aDZJ7A8Lzo0KSyZYoA485mqcO0GVAdVw9lq4aOT9v6d+nb4bnNkQVklLQ3fVAvJm+xdDOp9LCNCN48V2pnDOkFV6+U9nV5oyc6XI2wIDAQABAoIBAQCUB8ip+kJiiZVKF8AqfB/aUP0jTAqOQewK1kKJ/iQCXBCqpbo360gvdt05H5VZ/RDVkEgO2k73VSsbulqezKs8RFs2tEmU+JgTI9MeQJPWcP6XaKy6LIYs0E2cWgp8GADgoBs8llBq0UhX0KffglIeek3n7Z6Gt4YFge2TAcW2WbN4XfK7lupFyo6HHyWRiYHMMARQXLJeOSdTn5aMBP0PO4bQyk5ORxTUSeOciPJUFktQHkvGbym7KryEfwH8Tks0L7WhzyP60PL3xS9FNOJi9m+zztwYIXGDQuKM2GDsITeD2mI2oHoPMyAD0wdI7BwSVW18p1h+jgfc4dlexKYRAoGBAOVfuiEiOchGghV5vn5NRDNscAFnpHj1QgMr6/UG05RTgmcLfVsI1I4bSkbrIuVKviGGf7atlkROALOG/xRxDLadgBEeNyHL5lz6ihQaFJLVQ0u3U4SB67J0YtVO3R6lXcIjBDHuY8SjYJ7Ci6Z6vuDcoaEujnlrtUhaMxvSfcUJAoGBAMPsCHXte1uWNAqYad2WdLjPDlKtQJK1diCmrqmB2g8QE99hDOHItjDBEdpyFBKOIP+NpVtM2KLhRajjcL9Ph8jrID6XUqikQuVi4J9FV2m42jXMuioTT13idAILanYg8D3idvy/3isDVkON0X3UAVKrgMEne0hJpkPLFYqgetvDAoGBAKLQ6JZMbSe0pPIJkSamQhsehgL5Rs51iX4m1z7+sYFAJfhvN3Q/OGIHDRp6HjMUcxHpHw7U+S1TETxePwKLnLKj6hw8jnX2/nZRgWHzgVcY+sPsReRxNJVf+Cfh6yOtznfX00p+JWOXdSY8glSSHJwRAMog+hFGW1AYdt7w80XBAoGBAImRNUugqapgaEA8TrFxkJmngXYaAqpA0iYRA7kv3S4QavPBUGtFJHBNULzitydkNtVZ3w6hgce0h9YThTo/nKc+OZDZbgfN9s7cQ75x0PQCAO4fx2P91Q+mDzDUVTeG30mEt2m3S0dGe47JiJxifV9P3wNBNrZGSIF3mrORBVNDAoGBAI0QKn2Iv7Sgo4T/XjNDdl2kZTXqGAk8dOhpUiw/HdM3OGWbhHj2NdCzBliOmPyQtAr770GITWvbAI+IRYyFS7Fnk6ZVVVHsxjtaHy1uJGFlaZzKR4AGNaUTOJMs6NadzCmGPAxNQQOCqoUjn4XRrOjr9w349JooGXhOxbu8nOxX';

/** Body of every POST vector except E (18 bytes, note the space). */
export const BODY_WORLD = '{"hello": "world"}';
/** Body of Vector E. */
export const BODY_WORLD1 = '{"hello": "world1"}';
/** Content-Digest of `BODY_WORLD`, as eBay's SDK tests give it. */
export const DIGEST_WORLD = 'sha-256=:X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=:';
/** Content-Digest of `BODY_WORLD1`. */
export const DIGEST_WORLD1 = 'sha-256=:R5Y7wFpTlnya0Tlfejy6BoU8XpHQv3VZyt/IQyVr+J4=:';

/** A signed request from eBay's samples. */
export interface SignatureVector {
  readonly name: string;
  readonly method: string;
  readonly url: string;
  readonly body?: string;
  readonly contentDigest?: string;
  readonly created: number;
  readonly jwe: string;
  readonly signature: string;
}

/** Vector A — eBay's Node signature SDK "generate Signature" (Ed25519). */
export const VECTOR_A: SignatureVector = {
  name: 'A (DSN generate, Ed25519)',
  method: 'POST',
  url: 'http://localhost:8080/test',
  body: BODY_WORLD,
  contentDigest: DIGEST_WORLD,
  created: 1663459378,
  jwe: 'eyJhbGciOiJBMjU2R0NNS1ciLCJlbmMiOiJBMjU2R0NNIiwiemlwIjoiREVGIiwiaXYiOiJvSzFwdXJNVHQtci14VUwzIiwidGFnIjoiTjB4WjI4ZklZckFmYkd5UWFrTnpjZyJ9.AYdKU7ObIc7Z764OrlKpwUViK8Rphxl0xMP9v2_o9mI.1DbZiSQNRK6pLeIw.Yzp3IDV8RM_h_lMAnwGpMA4DXbaDdmqAh-65kO9xyDgzHD6s0kY3p-yO6oPR9kEcAbjGXIULeQKWVYzbfHKwXTY09Npj_mNuO5yxgZtWnL55uIgP2HL1So2dKkZRK0eyPa6DEXJT71lPtwZtpIGyq9R5h6s3kGMbqA.m4t_MX4VnlXJGx1X_zZ-KQ',
  signature: 'sig1=:gkk7dqudw21DFHDVBoRUWe/F6/2hTEmWRFDBxiN6COD4PjozXziiDFML1nFHu+0UcMXC/niltxzABjnugu4DCA==:',
};

/** Vector B — eBay's Node signature SDK "validate request signature" (Ed25519). */
export const VECTOR_B: SignatureVector = {
  name: 'B (DSN validate, Ed25519)',
  method: 'POST',
  url: 'http://localhost:8080/test',
  body: BODY_WORLD,
  contentDigest: DIGEST_WORLD,
  created: 1663544232,
  jwe: 'eyJhbGciOiJBMjU2R0NNS1ciLCJlbmMiOiJBMjU2R0NNIiwiemlwIjoiREVGIiwiaXYiOiJqMDdkYy15U3RGTUdOUGpEIiwidGFnIjoiaFdtYW1vSzFveW5uNXJzQXBkWEZjZyJ9.IJCvc284w_hKPvOKnWOAFnFHmLrp3V-Av3H_m4IbDHw.9kIqPr4zrS7NxDAU.7wh7lhxBFGdkpol3WL9biXWKhtnilkUlSf5lRq2leEwYCJHnShHbwLHuKBkAMs-vzIO8zMEyaim54MCr8-b4I8LRE_8XLmf_Qd4Ir-D-5tIC9DUczGeLMNC_3HCpUXvWM4_gQtMQIqSvEbRrEfw8LJL5w3rYkuzLdA.1ilezim-wzrwYnB8XEJmXA',
  signature: 'sig1=:4keDXUAU1iLJsD4+Osx7svHCNjhsozRuO+PsrtXlb2UR8oC6sAaVACrIyn3NITk9kArDZcx7iXaGe69kwHSOBQ==:',
};

/** Vector C — eBay's Node signature SDK "RSA validate" (RSASSA-PKCS1-v1_5 SHA-256). */
export const VECTOR_C: SignatureVector = {
  name: 'C (DSN validate, RSA)',
  method: 'POST',
  url: 'http://localhost:8080/test',
  body: BODY_WORLD,
  contentDigest: DIGEST_WORLD,
  created: 1664063650,
  jwe: 'eyJ6aXAiOiJERUYiLCJlbmMiOiJBMjU2R0NNIiwidGFnIjoiNk5OVXE0VGNVVWNybzN5dWpoRGFSZyIsImFsZyI6IkEyNTZHQ01LVyIsIml2Ijoia2l1UWdCQ1RfTGZsOWgzZCJ9.3CobfAxjXWlyxidZ_3JtFbkZc2nGxIansMTQa5Yp0io.ZoKTfN2qs8pdZwax.KfnI6Nq2c7wH34ZQvewJ4cMe3HkqLerztnjaCNLFhp6-6bD2TYhdbuiUNN87Fhgbs1qBgtA2SobLCxn_ErpL4VDG2tG1POIjYhESTB27jUIeBvQZRu0qDxOwX5NyjMW6l_Eg43j3FjkyNYTt2sCyvPejTA4gI67RdS5ZMTOJTcsM0GXOftZQDqaCc9Kpu-VQC2Ud20jbWJlO5DMLQtq6bSqfySpy8F5KCW9-96_496veCHp4ioiGRjhdiRFI1BsaqbCnobc83_05zL9syZ_La9zJXzYcOwECDM94yPFIJhhUoMNZY9-H_UxDlHG1VuVaxFy3jDjpl0AEOISybSE6mh60CcHMT9fFtIglV3wp0G4PUZbWzc9ocrOzd-R7MS7eldVPAS1I1Zi1w8GMbbUsyZlef7KnIWMJtJcIGDuebCnYr7r7dQ3QL6hJ9hGYNru0F-NVAwWOd06TB1cG-YQfPoRCBhjLVkrzFIDZvBjsXhW6r_f8GPqJ3BgNjy9f57GA2jPiicvf_h1CNuMCgmIT1sn3dEdD7fiBbX6Vivm4DR-X.uLH9vgGl91WGWNOxNGRt_Q',
  signature:
    'sig1=:iWm9H9wmE4q7ogqa+6W0tEob45Gf6p59j1wDKc73qkmrZmNHFyhMNuuYpO6HiKhacsrE/+C/QvIZPZaP4+vBtFUN2zvzTFfiG3mPgEojSSx7DfS4jHeftpDoBRrc+7UvolXOukkzIQyKfx3x2Rh8JWdspfP54G472E779mm15LrMTFlURzupY6FUI/DrKFC229xMevSmBSKkMa+MAGTa9k5IIYv6wpHCWNQpow2fdPSjxfli6DeSYCrP5WMY4Ke+g0ads3tVyGXUW39oAmTdWC/SWucGUgBDH14JIZao9mGmQoh/CytsZS1F4HY7zLcDq+Fe1E5JjnJ0K3T9koRHiw==:',
};

/** Vector D — eBay's signature verifier README curl sample (Ed25519). */
export const VECTOR_D: SignatureVector = {
  name: 'D (DSV README, Ed25519)',
  method: 'POST',
  url: 'http://localhost:8080/verifysignature',
  body: BODY_WORLD,
  contentDigest: DIGEST_WORLD,
  created: 1658440308,
  jwe: 'eyJ6aXAiOiJERUYiLCJlbmMiOiJBMjU2R0NNIiwidGFnIjoiSXh2dVRMb0FLS0hlS0Zoa3BxQ05CUSIsImFsZyI6IkEyNTZHQ01LVyIsIml2IjoiaFd3YjNoczk2QzEyOTNucCJ9.2o02pR9SoTF4g_5qRXZm6tF4H52TarilIAKxoVUqjd8.3qaF0KJN-rFHHm_P.AMUAe9PPduew09mANIZ-O_68CCuv6EIx096rm9WyLZnYz5N1WFDQ3jP0RBkbaOtQZHImMSPXIHVaB96RWshLuJsUgCKmTAwkPVCZv3zhLxZVxMXtPUuJ-ppVmPIv0NzznWCOU5Kvb9Xux7ZtnlvLXgwOFEix-BaWNomUAazbsrUCbrp514GIea3butbyxXLNi6R9TJUNh8V2uan-optT1MMyS7eMQnVGL5rYBULk.9K5ucUqAu0DqkkhgubsHHw',
  signature: 'sig1=:ZMUpAejnqrt6POSx02ltx3cT9YODV2r+Cem/BKOagDSfztKOtCsjP/MxZqmY+FVJ3/8E4BL76T9Fjty8oJnsAw==:',
};

/** eBay's signature verifier's RSA "Public Key (as JWE)", published beside Vector D. */
export const DSV_RSA_JWE =
  'eyJ6aXAiOiJERUYiLCJlbmMiOiJBMjU2R0NNIiwidGFnIjoiYVMxUlZybG9UdXdRaDBuRHZDOGJFZyIsImFsZyI6IkEyNTZHQ01LVyIsIml2IjoiYVRwdE5ubGJqalJCR2dQQiJ9.6ZfgB6dRVjMqrney1nOlJpPm11tDziWFk2RuhwWrCyE.6lKneGYFN_148y3C.7Z0IMkg0e1dBFq4K5QmBoLi6V_cXTDF5rLyFss16j2IJMtdIknHHQn49tmSzjtM1gS04ueruCdBWixuPdzWOpJk-F6BkfslIDvP10WXesb0chGgPqROzWPzYJtZLJDDACFeqLBSRC5aevBYNZIBtbwoOZd9Q0JUAOhaLkeOmJEbnYoJyfDY-XLB9LgySNsE9GM2lo72NmAnjTxFal3Icnqd7pVhbhG5gFvPJbNzZJgNXDKOxV3qJ4kkM6RIdxfuoqXe-8VTVOCUee4P5Ce6bw7wTFrpsZIiaKVb10r4tp7mf90Y2VyxTWMGJVtslI44dA4s8kz8lM_b9GE2jx8MYNOOqt7bJt_ATf87LiwSQ56SPdz0bEpWwYn8gqifj9SjtCyx4EOYQIHFIqbS0oUn8T_TIpvsSgD3RNP2jlFvxZI-9fHOOjhCqQ2_dyAWPWkLPtHERfwPUy5FDR3naKlucjfOKXzuraIqyX8pcZQbkq7ESiyTxZU-trkcvEDquOpJLWElxACYKhCBns00oG-TcOEzrAIBwXZlBMdQR7rLM3QmT3K4a-Yu1VBQ2bl4.FM42Am9AoxNanBs3cFCK0w';

/** Vector E — eBay's Java signature SDK `verifySignature_valid` (Ed25519). */
export const VECTOR_E: SignatureVector = {
  name: 'E (DSJ valid, Ed25519)',
  method: 'POST',
  url: 'http://localhost:8080/test',
  body: BODY_WORLD1,
  contentDigest: DIGEST_WORLD1,
  created: 1658440308,
  jwe: 'eyJ6aXAiOiJERUYiLCJlbmMiOiJBMjU2R0NNIiwidGFnIjoiWXIwT1hJNEhERENTWTlVMG1wNTNGdyIsImFsZyI6IkEyNTZHQ01LVyIsIml2IjoiSDlpNkI3Z1lGNEZ6UE9TQyJ9.Kwy5uL3t8pOyDoYCVGtNvizmsvP38jsvXeG3lDyKQeI.1x9D8RxO0by-C5Gp.kC4Y9LfnsYCJ0LBELSoeyBX3x4uQm0pHDxXMyetUha_dZFX5bCLZFuPpofaz4w1T4Sbwzk7aveqhchyGohUoGGgBvOKcMucVxUvglAxb9zTxtgRz43P9vwn-ha62pdp2-BnuH7Xz5V8lgi9gFw11fzbfe6vt7JW8eNlNguaJJgBvkRbz5mJjIrQezgke49am4a-bhOqbxTOvLEPRG6GdLxzVYiE.1IHkTyRcvrHlA0xBMSSYlg',
  signature: 'sig1=:kng+eN2o1Odm/8xZbEHW5s/0ZxpAlbH+oHnhyQilz9adHZCvFgxzabtib4t5TVFcq2qIIX6cYaV0ia3M/L3kBg==:',
};

/** eBay's Java signature SDK `verifySignature_invalidSignature` (must fail), sent as Vector E's request. */
export const VECTOR_E_INVALID: SignatureVector = {
  ...VECTOR_E,
  name: 'E negative (DSJ invalidSignature)',
  jwe: 'eyJ6aXAiOiJERUYiLCJlbmMiOiJBMjU2R0NNIiwidGFnIjoickVxTEpLS1pILUVoRlJjeWE2R0tCdyIsImFsZyI6IkEyNTZHQ01LVyIsIml2IjoiajJIaHRVaUl0ZVowODR1USJ9.D1JLtTpu2X5dqrR3DW5hJAP9XfkhenFBp6_fscnaqGg.MUJSNoNUCpWcq6tk.Pe-8rpk3kv1iE2fWF0hNNWf4FX-Zc7IkD7Uh6Nd0xuoRNDFJy7UUH_ZcdJ1ydlcTxveUU1ekOheEZvm_TPT0N5DFgol7xwEEiUp_Ms2QMeDenIfxJogsgde27ynMDfecEfHrjkVsn3YrUx6SI3b7G-l9c88eZvvd4Q0sJN1jBwrHd-hfjiURBhzIdHe-LAiQ7Qi_oDqXrOg05MD-44VRdYOCjw.5oSc9iXPo7ni1e72dO58uQ',
  signature: 'sig1=:uAPeaUEqWvTB8MUqzAqVJjeRMzNaMlBMDyBpVifh0kdG/t52NVp3hZF+mdZnUPI/y8oW67QAVVhaYkaXoeuBDA==:',
};

/** Vector F — computed in docs/ebay-facts.md, not by eBay (GET without body, Ed25519, Vector D's JWE). */
export const VECTOR_F: SignatureVector = {
  name: 'F (GET without body, Ed25519)',
  method: 'GET',
  url: 'https://apiz.ebay.com/sell/finances/v1/payout',
  created: 1658440308,
  jwe: VECTOR_D.jwe,
  signature: 'sig1=:yLqKyjvNDtBR9AwHyrFebDwUFBYmX+ffi+9lkz6KckHLEDoyiv77nNlWoWHUjkEGr3FXND2LSbPWcAcNpAcTAw==:',
};

/** Every vector that must verify. */
export const VALID_VECTORS: readonly SignatureVector[] = [VECTOR_A, VECTOR_B, VECTOR_C, VECTOR_D, VECTOR_E, VECTOR_F];
