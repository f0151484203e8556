import { deleteImport, getImport, listImports } from '@/server/people/imports';
import { deleteOwnPerson, directoryInfo, listOwnPeople } from '@/server/people/own-people';
import { addSuppression, getPeopleSettings, listSuppression, removeSuppression, setPeopleSettings } from '@/server/people/suppression';
import {
  deletedImportSchema,
  deletedPersonSchema,
  directoryInfoSchema,
  importIdParam,
  importListSchema,
  importStatusSchema,
  noPeopleInput,
  ownPeoplePageSchema,
  peopleSettingsSchema,
  suppressionAddedSchema,
  suppressionPageSchema,
  suppressionRemovedSchema,
  peopleListInput,
  peopleSettingsInput,
  personIdParam,
  suppressionEntryInput,
  suppressionListInput,
  suppressionValueInput,
} from '@/server/schemas/people';
import { router, userProcedure, workspaceProcedure } from '../trpc';

// POST /v1/people/imports takes the file itself as the body, so it is a plain route
// (server/api/rest/plain-routes.ts); everything else goes through these procedures.
export const peopleRouter = router({
  getImport: workspaceProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/people/imports/{importId}',
        protect: true,
        tags: ['People'],
        summary: 'Get the status of a people import',
        description: 'Counts so far and the first 100 rejected rows (row numbers as a spreadsheet shows them: the header is row 1). An import of another workspace is `not_found`.',
      },
    })
    .input(importIdParam)
    .output(importStatusSchema)
    .query(({ ctx, input }) => getImport(ctx.principal, input.importId)),

  // Web UI only (no REST path).
  imports: userProcedure.output(importListSchema).query(({ ctx }) => listImports(ctx.principal)),
  deleteImport: userProcedure
    .input(importIdParam)
    .output(deletedImportSchema)
    .mutation(({ ctx, input }) => deleteImport(ctx.principal, input.importId)),
  list: userProcedure.input(peopleListInput).output(ownPeoplePageSchema).query(({ ctx, input }) => listOwnPeople(ctx.principal, input)),
  deletePerson: userProcedure
    .input(personIdParam)
    .output(deletedPersonSchema)
    .mutation(({ ctx, input }) => deleteOwnPerson(ctx.principal, input.personId)),
  suppression: userProcedure.input(suppressionListInput).output(suppressionPageSchema).query(({ ctx, input }) => listSuppression(ctx.principal, input)),
  addSuppression: userProcedure
    .input(suppressionValueInput)
    .output(suppressionAddedSchema)
    .mutation(({ ctx, input }) => addSuppression(ctx.principal, input.value)),
  removeSuppression: userProcedure
    .input(suppressionEntryInput)
    .output(suppressionRemovedSchema)
    .mutation(({ ctx, input }) => removeSuppression(ctx.principal, input)),
  settings: userProcedure.output(peopleSettingsSchema).query(({ ctx }) => getPeopleSettings(ctx.principal)),
  setSettings: userProcedure
    .input(peopleSettingsInput)
    .output(peopleSettingsSchema)
    .mutation(({ ctx, input }) => setPeopleSettings(ctx.principal, input)),
  directory: userProcedure.input(noPeopleInput).output(directoryInfoSchema).query(() => directoryInfo()),
});
