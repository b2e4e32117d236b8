import '../../stores/shell/request-effects';
import { deliveryList } from '../../lib/delivery/delivery-list';
import ListView from '../list/ListView';

/** 我的发货单: the user's own shipments, loaded in the browser (nothing of them is in the build). */
export default function MyDeliveries() {
  return <ListView list={deliveryList} initial={null} rowKey={(delivery) => delivery.id} />;
}
