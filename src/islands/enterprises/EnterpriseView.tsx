import type { EnterpriseDetail } from '../../lib/contract';
import { enterpriseDetails } from '../../lib/enterprises';
import DetailsList from '../details/DetailsList';
import Paragraphs from '../details/Paragraphs';

/** One enterprise's profile: name, registration and contact fields, introduction. Static or in the shell. */
export default function EnterpriseView({ enterprise }: { enterprise: EnterpriseDetail }) {
  return (
    <article className="space-y-5">
      <h2 className="text-2xl font-semibold text-gray-900">{enterprise.name}</h2>
      <DetailsList fields={enterpriseDetails.fields} item={enterprise} labelWidth="w-32" />
      {enterprise.introduction && (
        <section aria-label="企业简介" className="rounded-lg border border-gray-200 bg-white p-6">
          <Paragraphs text={enterprise.introduction} />
        </section>
      )}
    </article>
  );
}
