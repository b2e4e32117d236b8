/** Input rules shared by the sign-in and account endpoints (messages are completed by `validate`). */
import { z } from 'zod';

export const mobileSchema = z.string().regex(/^1[3-9]\d{9}$/, '格式不正确，应为 11 位手机号');

export const smsCodeSchema = z.string().regex(/^\d{6}$/, '应为 6 位数字');

/** A password being chosen: 8–32 characters with at least one letter and one digit. */
export const newPasswordSchema = z
  .string()
  .min(8)
  .max(32)
  .refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), '须同时包含字母和数字');

/** A password being checked: any text of a sane length. */
export const currentPasswordSchema = z.string().min(1).max(100);
