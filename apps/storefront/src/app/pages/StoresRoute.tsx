/** The stores page with the CMS page 'stores' above its list: the two features meet here, in the app. */
import { CmsPageContent } from '../../features/cms/CmsPageContent.tsx';
import StoresPage from '../../features/stores/StoresPage.tsx';

export default function StoresRoute() {
  return <StoresPage content={CmsPageContent} />;
}
