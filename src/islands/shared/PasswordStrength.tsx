import { PasswordStrengthLabels, passwordStrength } from '../../lib/form/validation';

const barClass = { weak: 'bg-red-400', medium: 'bg-amber-400', strong: 'bg-green-500' } as const;
const filled = { weak: 1, medium: 2, strong: 3 } as const;

/** The new-password field's hint: 8–32 characters with letters and digits, and how strong it is. */
export default function PasswordStrength({ password }: { password: string }) {
  if (!password) return <>8–32位，须同时包含字母和数字</>;
  const strength = passwordStrength(password);
  return (
    <span className="flex items-center gap-2">
      <span aria-hidden="true" className="flex gap-1">
        {[1, 2, 3].map((step) => (
          <span
            key={step}
            className={`h-1 w-8 rounded ${step <= filled[strength] ? barClass[strength] : 'bg-gray-200'}`}
          />
        ))}
      </span>
      <span>密码强度：{PasswordStrengthLabels[strength]}</span>
    </span>
  );
}
