// The service's own side, as it appears in wire instructions and in counterparties ("labelled with the
// service's name").
export const SERVICE_NAME = 'Agora';

export const serviceBank = {
  beneficiary: 'Agora Sandbox Settlement',
  bankName: 'Sandbox Settlement Bank',
  accountNumber: '000123456789',
  routingNumber: '021000021',
} as const;
