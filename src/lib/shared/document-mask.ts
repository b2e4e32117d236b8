/**
 * How a document number (身份证号, 道路运输证号, 从业资格证号) is shown to anyone but an editor: its
 * first and last two characters, the rest as `*`, so its owner recognises it and nobody else learns it
 * (个人信息保护法: only what is needed). The server masks before an answer leaves it.
 */
export function maskDocumentNumber(value: string): string {
  if (value.length <= 4) return '*'.repeat(value.length);
  return `${value.slice(0, 2)}${'*'.repeat(value.length - 4)}${value.slice(-2)}`;
}
