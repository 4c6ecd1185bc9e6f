// The `browser` target of the package import `#node-transport`: no undici transport, so createTransport uses fetch.
export const undiciTransport = undefined;
