import { lazy, Suspense } from 'react';
import type { EnterpriseDetail } from '../../lib/shared/contract';
import { enterpriseDetails } from '../../lib/enterprises/enterprises';
import { detailsHref } from '../../lib/list/list-definition';
import ContactPhone from '../details/ContactPhone';
import ContactSection from '../details/ContactSection';
import RemoteDetails, { type DetailsShellProps } from '../details/RemoteDetails';
import EnterpriseView from './EnterpriseView';

// Radix Tabs and the lists load once there is an enterprise to show (not for an unknown id).
const EnterpriseTabs = lazy(() => import('./EnterpriseTabs'));

/** 企业详情 for an id without a static page: the profile, then its routes and announcements. */
export default function EnterpriseDetailsShell({ listTitle }: DetailsShellProps) {
  return (
    <RemoteDetails<EnterpriseDetail>
      details={enterpriseDetails}
      listTitle={listTitle}
      render={(enterprise) => (
        <div className="space-y-5">
          <EnterpriseView enterprise={enterprise} />
          <ContactSection>
            <ContactPhone
              phone={enterprise.contactPhone}
              masked={enterprise.contactMasked}
              back={detailsHref(enterpriseDetails.path, enterprise.id)}
            />
          </ContactSection>
          <Suspense
            fallback={
              <p
                role="status"
                className="rounded-lg border border-gray-200 bg-white p-5 text-sm text-gray-500"
              >
                载入中...
              </p>
            }
          >
            <EnterpriseTabs enterpriseId={enterprise.id} initialRoutes={null} />
          </Suspense>
        </div>
      )}
    />
  );
}
