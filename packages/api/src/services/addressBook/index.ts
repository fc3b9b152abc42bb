/** The addressBook domain's face (docs/architecture.md, The back-end's layers): a company's delivery addresses, in
 * addresses.ts.
 */
export {
  listAddresses, addAddress, editAddress, deleteAddress, keepNewAddress, moveAddressesToCompany,
  type AddressFieldsInput,
} from './addresses';
export { addressForRequest } from './requestAddress';
