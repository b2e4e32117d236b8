import type { EnterpriseDetail } from '../../lib/shared/contract';
import { enterpriseDetails } from '../../lib/enterprises/enterprises';
import DetailsArticle from '../details/DetailsArticle';
import TextSection from '../details/TextSection';

/** One enterprise's profile: name, registration and contact fields, introduction. Static or in the shell. */
export default function EnterpriseView({ enterprise }: { enterprise: EnterpriseDetail }) {
  return (
    <DetailsArticle
      title={enterprise.name}
      fields={enterpriseDetails.fields}
      item={enterprise}
      labelWidth="w-32"
    >
      {enterprise.introduction && (
        <TextSection label="企业简介" text={enterprise.introduction} images={enterprise.images} />
      )}
    </DetailsArticle>
  );
}
