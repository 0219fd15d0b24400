// The shopper every test checks out as: a delivery in Gujarat, cash on delivery.
export const SHOPPER = {
  firstName: 'Asha',
  lastName: 'Patel',
  email: 'asha@example.in',
  phone: '9876543210',
  address: '12 MG Road',
  city: 'Rajkot',
  state: 'Gujarat',
  postalCode: '360001',
  country: 'India',
  paymentMethod: 'cod',
};
