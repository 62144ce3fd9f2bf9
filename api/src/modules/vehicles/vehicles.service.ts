import type { Store } from '../../lib/store/store';
import type { CategoryReferrer } from '../categories/categories.service';
import type { ProductSearchHint } from '../products/products.service';
import { FinderAnswers } from './finder-answers';
import { FitmentsCsvService } from './fitments-csv.service';
import { VehicleAdminService } from './vehicle-admin.service';
import { VehicleFinderService } from './vehicle-finder.service';
import type { VehicleDeps } from './vehicles-shared';
import { FitmentsRepository, MakesRepository, ModelsRepository } from './vehicles.repository';

/**
 * The vehicle module's three services on one set of repositories and one cache of the finder's
 * answers: the public finder (`finder`), the admin's makes, models and fitments (`admin`), and the
 * fitments CSV (`csv`). A write through `admin` or `csv` is in the finder's next read, here and in
 * every other instance on the store.
 */
export class VehiclesService {
  readonly finder: VehicleFinderService;
  readonly admin: VehicleAdminService;
  readonly csv: FitmentsCsvService;

  constructor(store: Store, deps: VehicleDeps) {
    const repos = {
      makes: new MakesRepository(store),
      models: new ModelsRepository(store),
      fitments: new FitmentsRepository(store),
    };
    const answers = new FinderAnswers(store);
    this.finder = new VehicleFinderService(repos, answers, deps);
    this.admin = new VehicleAdminService(repos, answers, deps.categories);
    this.csv = new FitmentsCsvService(repos, answers);
  }

  /** Models point at categories (their type): counted before a category is deleted, renamed with it. */
  get categoryReferrer(): CategoryReferrer {
    return this.admin.categoryReferrer;
  }

  /** A product search naming a model finds the products of that model's sizes. */
  get productSearch(): ProductSearchHint {
    return this.finder.productSearch;
  }
}
