import { configuredExposes, routeModulesNotExposed } from './route-exposes';

describe('the route table against what sections expose', () => {
  it('finds every module a route names exposed by its section', () => {
    expect(configuredExposes('developers')).toEqual(expect.arrayContaining(['DirectoryPage', 'ProfilePage']));
    expect(routeModulesNotExposed()).toEqual([]);
  });

  it('reports a route naming a module its section does not expose', () => {
    const withoutProfile = (section: string) =>
      section === 'developers' ? ['DirectoryPage'] : configuredExposes(section as 'home');
    expect(routeModulesNotExposed(withoutProfile, 'build')).toEqual([
      'route /developer/:id? names developers/ProfilePage, which mf-developers (build) does not expose',
    ]);
  });
});
