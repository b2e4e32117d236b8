import type { PolicyDetail } from '../../lib/contract';
import { policyDetails } from '../../lib/policies';
import DetailsList from '../details/DetailsList';
import Paragraphs from '../details/Paragraphs';

/** One policy: title, its fields and its text. Static on a policy's own page, inside the shell otherwise. */
export default function PolicyView({ policy }: { policy: PolicyDetail }) {
  return (
    <article className="space-y-5">
      <h2 className="text-2xl font-semibold text-gray-900">{policy.title}</h2>
      <DetailsList fields={policyDetails.fields} item={policy} />
      <section aria-label="正文" className="rounded-lg border border-gray-200 bg-white p-6">
        <Paragraphs text={policy.content} />
      </section>
    </article>
  );
}
