import { useEffect } from 'react';
import { KEPT_PUBLISHER_LABELS } from '../../../lib/shared/kind-labels';
import { useOnDemand } from '../../shared/useOnDemand';
import { BLOCK_TEXT, BUTTON_BOX, type KeepProps } from './keep-buttons';

/**
 * A visitor's page does not carry the buttons' code: it comes when a signed-in account needs it (a
 * chunk that cannot load is the page-wide prompt's to tell; the places stay unseen).
 */
const loadActive = () => import('./ActiveKeepButtons');

/**
 * 收藏 (the offer), 常用货主 / 常用车辆 (its publisher), 屏蔽 and 举报 beside the phone. The static page and
 * everyone but a signed-in account that did not publish the offer get their place only, unseen, so
 * that nothing moves when they come (a phone's narrow line wraps the same either way).
 */
export default function KeepButtons({ active, ...offer }: KeepProps & { active: boolean }) {
  return active ? <ActiveKeep {...offer} /> : <KeepPlaces {...offer} />;
}

function ActiveKeep(offer: KeepProps) {
  const active = useOnDemand<KeepProps>(loadActive);
  useEffect(active.load, []);
  return active.Component ? <active.Component {...offer} /> : <KeepPlaces {...offer} />;
}

/** The buttons' places, unseen. */
function KeepPlaces(offer: KeepProps) {
  const label = KEPT_PUBLISHER_LABELS[offer.kind];
  return (
    <>
      <span aria-hidden="true" className={`${BUTTON_BOX} invisible`}>
        收藏
      </span>
      {offer.publisherId !== null && (
        <>
          <span aria-hidden="true" className={`${BUTTON_BOX} invisible`}>
            设为{label}
          </span>
          <span aria-hidden="true" className={`${BLOCK_TEXT} invisible`}>
            屏蔽
          </span>
        </>
      )}
      <span aria-hidden="true" className={`${BLOCK_TEXT} invisible`}>
        举报
      </span>
    </>
  );
}
