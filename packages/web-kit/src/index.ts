// The public API of @tyre/web-kit, shared by the shell and every remote as one singleton.
import './ui/kit.css';

export { store } from './store';
export {
  setRuntimeConfig,
  getRuntimeConfig,
  onRuntimeConfig,
  loadRuntimeConfig,
  apiBaseUrl,
  fileUrl,
} from './config/runtime-config';
export {
  apiCall,
  apiData,
  apiPage,
  earlyAnswer,
  pageOf,
  totalCount,
  type ApiCall,
  type PagedKey,
  isApiRequestError,
  ApiRequestError,
  type ApiResponse,
  type RequestOptions,
  type UploadProgress,
} from './api/api-client';
export { errorMessage, fieldErrors } from './api/error-message';
export {
  errorText,
  fieldErrorTexts,
  fieldText,
  lineMessageText,
  useErrorText,
  zodIssueText,
  type ErrorTexts,
} from './errors/error-text';
export { useApi, type ApiState } from './api/use-api';
export {
  authReducer,
  initialAuthState,
  isAdmin,
  readStoredUser,
  userStorageKey,
  type AuthAction,
  type AuthState,
} from './session/auth-state';
export {
  authStateAtom,
  currentUserAtom,
  useAuthState,
  useCurrentUser,
  useAuthenticate,
  useAuthDispatch,
  useLogout,
} from './session/session-atoms';
export {
  addToCart,
  incrementItem,
  decrementItem,
  removeItem,
  unitPrice,
  cartCount,
  cartSubtotal,
  cartStorageKey,
  type CartItem,
  type ProductSummary,
} from './cart/cart-state';
export {
  cartItemsAtom,
  cartCountAtom,
  useCartItems,
  useCartCount,
  useCartActions,
  type CartActions,
} from './cart/cart-atoms';
export { notify, showPopup, toastSettings, popupDurationMs, type PopupKind } from './ui/notify';
export { NotificationHost } from './ui/notification-host';
export { Spinner } from './ui/spinner';
export { CartLink } from './ui/cart-link';
export { Logo, LogoMark } from './ui/logo';
export { LoadingPlaceholder } from './ui/loading-placeholder';
export { LoadState } from './ui/load-state';
export { Pager } from './ui/pager';
export { TextField } from './ui/text-field';
export { Price } from './ui/price';
export { i18n, currentLanguage } from './i18n/i18n-instance';
export {
  languages,
  languageStorageKey,
  languageFromBrowser,
  intlLocale,
  isLanguage,
  type Language,
} from './i18n/language';
export {
  defineDictionary,
  loadDictionary,
  changeLanguage,
  type Dictionary,
  type Messages as MessageFile,
} from './i18n/dictionary';
export {
  useDictionary,
  useLanguage,
  useLanguageSwitch,
  type DictionaryState,
  type MessageKey,
  type MessageValues,
  type Translate,
} from './i18n/use-dictionary';
export { Messages } from './i18n/messages';
export { useProductTitle } from './i18n/use-product-title';
export { LanguageSwitch } from './ui/language-switch';
export { formatBdt, formatPrice, formatNumber, formatDate, useFormat, type Formatters } from './i18n/format';
export { ProductCard } from './ui/product-card';
export { BannerImage, bannerSizes } from './ui/banner-image';
export { ErrorBoundary } from './ui/error-boundary';
// the server's first paint, in the browser (one copy for the shell and every remote: only
// `@tyre/web-kit` itself is shared, not its subpaths)
export {
  afterFirstPaint,
  firstPaintGone,
  FirstPaintSlot,
  hydrateFirstPaint,
  tellAreaIn,
  useInBrowser,
} from './first-paint/client';
export { AreaError, isChunkLoadError } from './ui/area-error';
export { RemoteRoot, inRemoteRoot } from './ui/remote-root';
export { screenAtOnce, screenChunk } from './ui/screen-chunk';
export { ContactLines, SocialLinks } from './ui/contact-lines';
export { ScrollToTop } from './ui/scroll-to-top';
export { siteName, usePageTitle, useRouteTitle } from './ui/page-title';
