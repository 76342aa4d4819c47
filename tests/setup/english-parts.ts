// Every part of English, as a visit that opened every page has it: a component test renders a page's parts without
// its page (tests/i18n/catalogs.test.ts proves each page adds its own).
import '../../src/i18n/account-english';
import '../../src/i18n/auth-english';
import '../../src/i18n/events-english';
import '../../src/i18n/futures-english';
import '../../src/i18n/futures-account-english';
import '../../src/i18n/futures-orders-english';
import '../../src/i18n/order-answers-english';
import '../../src/i18n/site-pages-english';
import '../../src/i18n/trading-account-english';
