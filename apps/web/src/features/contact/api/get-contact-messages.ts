import { API, contactMessageSchema, pageOf } from '@gym/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { contactMessagesKey } from '../../../lib/query-keys/contact.ts';

/** Messages per page of the staff's list (decisions §8). */
export const CONTACT_PAGE_SIZE = 10;

const contactPageSchema = pageOf(contactMessageSchema);

export type ContactMessagesQuery = { page: number; search: string };

/** One page of the contact form's messages, newest first, optionally those matching a search. */
export const getContactMessages = ({ page, search }: ContactMessagesQuery, signal?: AbortSignal) => {
  const query = new URLSearchParams({ page: String(page), pageSize: String(CONTACT_PAGE_SIZE) });
  if (search !== '') query.set('search', search);
  return api.get(`${API.contact.list}?${query}`, contactPageSchema, signal);
};

/** The inbox's CSV file: the same search, every message rather than a page (docs/decisions/027). */
export function contactCsvPath(search: string): string {
  const query = new URLSearchParams({ format: 'csv' });
  if (search !== '') query.set('search', search);
  return `${API.contact.list}?${query}`;
}

export const contactMessagesQueryOptions = (query: ContactMessagesQuery) =>
  queryOptions({
    queryKey: contactMessagesKey(query),
    queryFn: ({ signal }) => getContactMessages(query, signal),
  });

/** Keeps the page on screen while the next one loads. */
export const useContactMessages = (query: ContactMessagesQuery) =>
  useQuery({ ...contactMessagesQueryOptions(query), placeholderData: keepPreviousData });
