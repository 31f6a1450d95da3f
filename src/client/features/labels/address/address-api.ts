import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { addressRejectionSchema, savedAddressSchema } from '../../../../domain/labels/addresses';
import type {
  AddressCreateRequest,
  AddressRejection,
  SavedAddress,
} from '../../../../domain/labels/addresses';
import { ApiError, postJson } from '../../../api/http';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';

/**
 * The address book's API (`/address/*`): the caller's portal host decides whose book it is, the
 * seller's own on /business, the platform's on /admin (warehouse/address). The forms show refusals
 * themselves, so no request here notifies.
 */
const savedAddresses = z.array(savedAddressSchema);

export const addressBookKeys = {
  all: ['addresses'] as const,
  page: (paging: PageRequest) => [...addressBookKeys.all, 'page', paging] as const,
};

/** Enough for a picker: an address book is a handful of addresses. */
export const PICKER_PAGE: PageRequest = { pageNo: 1, pageSize: 100 };

export async function fetchAddressPage(paging: PageRequest): Promise<Page<SavedAddress>> {
  const page = await fetchPage<unknown>('/address/list', paging, { notify: false });
  return { ...page, rows: savedAddresses.parse(page.rows) };
}

export function addressPageQuery(paging: PageRequest) {
  return queryOptions({
    queryKey: addressBookKeys.page(paging),
    queryFn: () => fetchAddressPage(paging),
    placeholderData: keepPreviousData,
    // Read again on every visit: the default decides what the label center preselects.
    staleTime: 0,
  });
}

/** The caller's saved addresses, one page (by default the first hundred, for pickers). */
export function useAddressBook(paging: PageRequest = PICKER_PAGE) {
  return useQuery(addressPageQuery(paging));
}

export type AddressSave = AddressCreateRequest & { id?: number };

/** The carrier's problems when it refused a save (a 422), or null for any other failure. */
export function rejectionOf(error: unknown): AddressRejection | null {
  if (!(error instanceof ApiError) || error.code !== 422) return null;
  const parsed = addressRejectionSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

function useAddressMutation<In>(path: (input: In) => [string, unknown]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: In) => {
      const [url, body] = path(input);
      return savedAddressSchema.partial().parse(await postJson(url, body, { notify: false }));
    },
    onSuccess: () => client.invalidateQueries({ queryKey: addressBookKeys.all }),
  });
}

/** Adds (no id) or changes (with id) an address; the carrier verifies it first. */
export const useSaveAddress = () =>
  useAddressMutation((a: AddressSave) => [a.id === undefined ? '/address/add' : '/address/edit', a]);

export const useDeleteAddress = () => useAddressMutation((id: number) => ['/address/delete', { id }]);

export const useSetDefaultAddress = () =>
  useAddressMutation((id: number) => ['/address/set_default', { id }]);
