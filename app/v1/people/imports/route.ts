import { handlePeopleImport } from '@/server/api/rest/people-import';

export const dynamic = 'force-dynamic';

export {
  handlePeopleImport as GET,
  handlePeopleImport as POST,
  handlePeopleImport as PUT,
  handlePeopleImport as PATCH,
  handlePeopleImport as DELETE,
  handlePeopleImport as HEAD,
  handlePeopleImport as OPTIONS,
};
