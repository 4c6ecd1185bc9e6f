import { describe, expect, it } from 'vitest';
import { requireOption, resolveConfig } from '../src/config.js';
import { ConfigError } from '../src/errors/config-error.js';

describe('requireOption', () => {
  const config = resolveConfig({});

  it.each([
    ['appId', 'EBAY_APP_ID'],
    ['certId', 'EBAY_CERT_ID'],
    ['devId', 'EBAY_DEV_ID'],
    ['ruName', 'EBAY_RU_NAME'],
  ] as const)('names the %s option and its fromEnv variable %s when it is missing', (option, variable) => {
    expect(() => requireOption(config, option, 'Signing in')).toThrow(ConfigError);
    expect(() => requireOption(config, option, 'Signing in')).toThrow(
      `Signing in needs the ${option} option (${variable} for fromEnv).`,
    );
  });

  it('returns the option when it is set', () => {
    expect(requireOption(resolveConfig({ ruName: 'My-RuName' }), 'ruName', 'Signing in')).toBe('My-RuName');
  });
});
