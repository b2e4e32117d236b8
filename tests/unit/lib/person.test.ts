/** How a person is named: the nickname and the account, the account alone when the nickname repeats it. */
import { describe, expect, it } from 'vitest';
import { personLabel } from '../../../src/lib/shared/person.ts';

describe.each([
  [{ nickname: '演示用户', account: 'demo' }, '演示用户（@demo）'],
  [{ nickname: '', account: 'demo' }, '@demo'],
  [{ nickname: 'huozhu_li', account: 'huozhu_li' }, '@huozhu_li'],
  [{ nickname: 'HuoZhu_Li', account: 'huozhu_li' }, '@huozhu_li'],
  [{ nickname: 'huozhu_li2', account: 'huozhu_li' }, 'huozhu_li2（@huozhu_li）'],
])('personLabel(%o)', (person, label) => {
  it(`is ${label}`, () => expect(personLabel(person)).toBe(label));
});
