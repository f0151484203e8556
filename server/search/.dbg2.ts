import { BriefContext } from '@/server/search/interpret/context';
import { extractOccupations } from '@/server/search/interpret/extract-occupations';
const ctx = new BriefContext(process.argv[2]!); extractOccupations(ctx); console.log(JSON.stringify(ctx.facts));
