import type { PolicyDetail } from '../../lib/shared/contract';
import { policyDetails } from '../../lib/policies/policies';
import DetailsArticle from '../details/DetailsArticle';
import TextSection from '../details/TextSection';

/** One policy: title, its fields and its text. Static on a policy's own page, inside the shell otherwise. */
export default function PolicyView({ policy }: { policy: PolicyDetail }) {
  return (
    <DetailsArticle title={policy.title} fields={policyDetails.fields} item={policy}>
      <TextSection label="正文" text={policy.content} images={policy.images} />
    </DetailsArticle>
  );
}
