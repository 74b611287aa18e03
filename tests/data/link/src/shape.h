/* shape.h - shared by shape.cpp and b3.cpp. */
namespace geo {

/* inline function used in two translation units (shape.cpp, b3.cpp):
 * linkonce_odr in a comdat in both; noinline so -O1 keeps it. */
__attribute__((noinline)) inline int clamp_dim(int v)
{
    return v < 0 ? 0 : (v > 1000 ? 1000 : v);
}

/* defined in b3.cpp, a libb.a member: extracted through this mangled
 * name (_ZN3geo5scaleEi) only because shape.cpp calls it */
int scale(int v);

}
