// `npm run purge-retained`: deletes the orders of erased accounts whose
// invoice no longer has to be kept (backend/store/orders/retention.ts), and
// the enquiries (with their résumés) past ENQUIRY_KEEP_DAYS.
import { purgeOldEnquiries } from '../store/enquiries/enquiries';
import { purgeRetainedOrders } from '../store/orders/retention';
import { runCommand } from './operator';

await runCommand(async (op) => {
  const purged = await purgeRetainedOrders(op.db);
  console.log(purged.length ? `Deleted ${String(purged.length)} order(s) past their retention: ${purged.join(', ')}` : 'No order is past its retention.');
  const enquiries = await purgeOldEnquiries(op.db);
  console.log(enquiries.length ? `Deleted ${String(enquiries.length)} enquiry(ies) past a year: ${enquiries.join(', ')}` : 'No enquiry is past a year.');
});
