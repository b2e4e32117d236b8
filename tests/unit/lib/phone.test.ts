import { describe, expect, it } from 'vitest';
import { maskPhone } from '../../../src/lib/shared/phone.ts';

describe('maskPhone: one rule for every phone a visitor can see', () => {
  it.each([
    ['a mobile', '13800138000', '138****8000'],
    ['a mobile with spaces around', ' 13912345678 ', '139****5678'],
    ['a fixed line of a 3-digit area', '021-12345678', '021-****5678'],
    ['a fixed line of a 3-digit area, no hyphen', '01087654321', '010-****4321'],
    ['a fixed line of a 4-digit area', '0571-8765432', '0571-****5432'],
    ['a fixed line of a 4-digit area, no hyphen', '057187654321', '0571-****4321'],
    ['a number of another shape', '+8613800138000', '+86****8000'],
    ['too short to show any part', '1234567', '****'],
    ['nothing', '', '****'],
  ])('%s: %s → %s', (_case, phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
    expect(maskPhone(masked), 'masking twice changes nothing').toBe(masked);
  });

  it.each(['13800138000', '021-12345678', '0571-8765432', '057187654321', '+8613800138000'])(
    'never leaves more than the last four digits of %s after the area or prefix',
    (phone) => {
      const masked = maskPhone(phone);
      expect(masked).toContain('****');
      expect(masked.replace(/\D/g, '').length).toBeLessThanOrEqual(8);
      expect(masked).not.toContain(phone.slice(-8));
    },
  );
});
