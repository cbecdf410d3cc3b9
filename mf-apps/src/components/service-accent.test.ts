import { SERVICE_COLORS } from '@site/platform';
import { serviceAccent } from './service-accent';

describe('serviceAccent', () => {
  it('uses the dark or light variant of the service colour for the theme mode', () => {
    expect(serviceAccent('purple', 'dark')).toBe(SERVICE_COLORS.purple.dark);
    expect(serviceAccent('purple', 'light')).toBe(SERVICE_COLORS.purple.light);
    expect(serviceAccent('green', 'light')).toBe(SERVICE_COLORS.green.light);
  });

  it('falls back to cyan for a colour the spec does not name', () => {
    expect(serviceAccent('orange', 'dark')).toBe(SERVICE_COLORS.cyan.dark);
    expect(serviceAccent('', 'light')).toBe(SERVICE_COLORS.cyan.light);
  });
});
