// The badge lives with the leads pipeline; the dashboard imports it from here.
export { DeliveryBadge } from './leads/delivery-badge'
