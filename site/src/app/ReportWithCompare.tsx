import type { CountyDetails } from '../features/county-card/CountyCard';
import { CountyReport } from '../features/county-report/CountyReport';
import type { CompareSearch } from '../features/county-report/CompareControls';
import { SearchForm } from '../features/search/box/SearchForm';

/** The page's own search (name, "Name, ST", ZIP), handing the chosen county to the report's compare. */
const CompareWithSearch: CompareSearch = ({ onPick, label }) => <SearchForm onPick={onPick} label={label} />;

/** The county card's "View Details": the county report, with the search to compare another county. */
export const ReportWithCompare: CountyDetails = (props) => <CountyReport {...props} CompareSearch={CompareWithSearch} />;
