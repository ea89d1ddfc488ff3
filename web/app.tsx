import { Route, Switch } from 'wouter';

/** The route table (spec section 2). Screens are registered here as they are built. */
export function App() {
  return (
    <Switch>
      <Route path="/">
        <main className="p-6">Storyloom</main>
      </Route>
    </Switch>
  );
}
